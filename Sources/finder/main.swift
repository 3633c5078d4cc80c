print("finder")
